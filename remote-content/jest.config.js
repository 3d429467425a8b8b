module.exports = require('../shared/build/jest-config.js')(__dirname);
