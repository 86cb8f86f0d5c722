/**
 * A stylesheet put inside the page (the shell's, at build; a route's, in the server render): the
 * CSS in a <style>, with a disabled <link> to its file beside it. Vite's loader looks for that link
 * when a route's code arrives and so does not fetch the sheet again; a disabled sheet is never
 * fetched. `href` must already be safe inside a double-quoted attribute.
 */
export function inlineStylesheet(href: string, css: string): string {
  return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
}
