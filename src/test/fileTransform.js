// Jest: a file webpack emits as an asset module (fonts) imports as its public URL, here `/static/<its name>`.
const path = require('path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(`/static/${path.basename(filename)}`)};` };
  },
};
