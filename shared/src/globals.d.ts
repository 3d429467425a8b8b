// Set by webpack: the URL this bundle's files are served from (a remote's versioned folder).
declare let __webpack_public_path__: string;
