import { File as NodeFile } from 'node:buffer';

/**
 * Under Vitest's jsdom environment, `FormData` and `File` are jsdom's, but `fetch` is Node's:
 * Node sends a jsdom file as `filename="blob"` with the text "undefined" as its content. This
 * wraps fetch so multipart bodies go out as Node's FormData with the real bytes and names.
 */
export const sendJsdomFormDataAsNode = async () => {
  const probe = new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const NodeFormData = (await probe.formData()).constructor as typeof FormData;
  const inner = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const body = init?.body;
    if (!(body instanceof FormData) || Object.getPrototypeOf(body) === NodeFormData.prototype)
      return inner(input, init);
    const form = new NodeFormData();
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') form.append(name, value);
      else
        form.append(
          name,
          new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, {
            type: value.type,
          }) as unknown as File,
        );
    }
    return inner(input, { ...init, body: form });
  };
};
