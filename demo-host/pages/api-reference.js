/* global document, window */
// The API reference page: Swagger UI (swagger-ui-dist, served from /vendor/swagger-ui/ on this page
// only) renders the demo host's /openapi.json, whose server is the demo's own back office.
const container = document.getElementById('api-reference');
const ui = window.SwaggerUIBundle({
  url: '/openapi.json',
  domNode: container,
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  displayOperationId: true,
  tryItOutEnabled: false,
  onComplete: () => container.removeAttribute('aria-busy'),
});
window.apiReference = ui;
