const { join } = require('node:path');
const config = require('../shared/build/jest-config.js')(__dirname);

module.exports = {
  ...config,
  // The remotes' common test set-up (time limits for a busy box) lives with shared's test helpers.
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, join(__dirname, '../shared/src/testing/jest-setup.ts')],
};
