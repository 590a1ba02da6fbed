// Mantine's PostCSS preset (rem/em functions, light-dark, mixins). Breakpoints in our CSS
// modules are written as plain em values, so no variables plugin is needed.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
