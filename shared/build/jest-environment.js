// jsdom plus the web platform classes Node already has (react-router's data routers need them).
const { TestEnvironment } = require('jest-environment-jsdom');

class CargoraEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Request, Response, Headers, FormData, Blob, TextEncoder, TextDecoder, ReadableStream, structuredClone } = globalThis;
    Object.assign(this.global, { fetch, Request, Response, Headers, TextEncoder, TextDecoder, ReadableStream, structuredClone });
    // jsdom's own FormData/Blob stay, so forms and files in component tests keep working.
    void FormData;
    void Blob;
  }
}

module.exports = CargoraEnvironment;
