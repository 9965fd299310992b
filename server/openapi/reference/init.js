// Starts Swagger UI on the document its container names. A file of its own: the page runs no inline script.
const container = document.getElementById('reference');
window.SwaggerUIBundle({
  url: container.dataset.openapi,
  domNode: container,
  deepLinking: true,
  // Swagger UI would otherwise ask swagger.io to validate the document: the page loads nothing from elsewhere.
  validatorUrl: null,
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
