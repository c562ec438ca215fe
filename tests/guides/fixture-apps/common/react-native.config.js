module.exports = {
  commands: require('@callstack/repack/commands'),
};
