/** Text for HTML the service writes itself (the inspector's pages, the demo's pages without script): element content or a quoted attribute value. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
