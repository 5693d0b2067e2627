// The API reference: Redoc renders /api/openapi.json (the description the server serves) into #reference.
/* global Redoc */
Redoc.init(
  "/api/openapi.json",
  {
    // the page's own colours, the quick start open, the happy answers unfolded
    theme: {
      colors: { primary: { main: "#0b3954" } },
      typography: { fontFamily: "system-ui, sans-serif", headings: { fontFamily: "system-ui, sans-serif" } },
    },
    expandResponses: "200,201,202",
    pathInMiddlePanel: true,
    requiredPropsFirst: true,
    sortPropsAlphabetically: false,
    hideHostname: true,
  },
  document.getElementById("reference"),
);
