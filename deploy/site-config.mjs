// Reads the versions and the API entries of rspress.config.ts from its TypeScript syntax tree
// (without running it, so formatting does not matter): for deploy/routing.mjs and the command-line
// scripts that cut versions and add pages.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function propertyName(node) {
  if (!node.name) return undefined;
  if (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) return node.name.text;
  return undefined;
}

function findProperty(objectLiteral, name) {
  return objectLiteral.properties.find((property) => ts.isPropertyAssignment(property) && propertyName(property) === name);
}

function stringValue(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

function walkNodes(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walkNodes(child, visit));
}

function parseSource(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The array literal `name` is initialised with in this file (`const entries = [...]`). */
function findConstArray(sourceFile, name) {
  let found;
  walkNodes(sourceFile, (node) => {
    if (!found && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      let init = node.initializer;
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression?.(init) || ts.isParenthesizedExpression(init))) init = init.expression;
      if (init && ts.isArrayLiteralExpression(init)) found = init;
    }
  });
  return found;
}

/** The relative module `name` is imported from, if any. */
function importSourceOf(sourceFile, name) {
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((element) => element.name.text === name)) {
      return { module: statement.moduleSpecifier.text, imported: bindings.elements.find((e) => e.name.text === name).propertyName?.text ?? name };
    }
  }
  return undefined;
}

function resolveModuleFile(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.mts`, `${base}.js`, `${base}.mjs`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

function readEntry(element, sourceFile) {
  if (!ts.isObjectLiteralExpression(element)) return undefined;
  const fields = {};
  const nodes = {};
  for (const property of element.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const name = propertyName(property);
    const value = stringValue(property.initializer);
    if (name && value !== undefined) {
      fields[name] = value;
      nodes[name] = property.initializer;
    }
  }
  if (!fields.version || !fields.package) return undefined;
  return { fields, nodes, node: element, text: element.getText(sourceFile) };
}

/**
 * Reads `multiVersion` and the `typedocPlugin({ entries })` list of a config source.
 * Entries may be an inline array or a const array (in the same file or a relative import).
 */
export function readSiteConfig(configFile, text = fs.readFileSync(configFile, 'utf8')) {
  const sourceFile = parseSource(configFile, text);
  let multiVersion;
  let typedocCall;
  walkNodes(sourceFile, (node) => {
    if (!multiVersion && ts.isPropertyAssignment(node) && propertyName(node) === 'multiVersion' && ts.isObjectLiteralExpression(node.initializer)) {
      multiVersion = node.initializer;
    }
    if (
      !typedocCall &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      /typedoc/i.test(node.expression.text) &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0]) &&
      findProperty(node.arguments[0], 'entries')
    ) {
      typedocCall = node;
    }
  });
  if (!multiVersion) throw new Error(`${configFile} has no multiVersion option`);
  const defaultProperty = findProperty(multiVersion, 'default');
  const versionsProperty = findProperty(multiVersion, 'versions');
  if (!versionsProperty || !ts.isArrayLiteralExpression(versionsProperty.initializer)) {
    throw new Error(`multiVersion.versions in ${configFile} must be an array literal`);
  }
  const versions = versionsProperty.initializer.elements.map((element) => {
    const value = stringValue(element);
    if (value === undefined) throw new Error(`multiVersion.versions in ${configFile} must list string literals`);
    return value;
  });
  const defaultVersion = stringValue(defaultProperty?.initializer) ?? versions[0];
  if (defaultProperty && stringValue(defaultProperty.initializer) === undefined) {
    throw new Error(`multiVersion.default in ${configFile} must be a string literal`);
  }

  let typedoc;
  if (typedocCall) {
    const entriesProperty = findProperty(typedocCall.arguments[0], 'entries');
    let array = entriesProperty.initializer;
    let arrayFile = configFile;
    let arraySource = sourceFile;
    let arrayText = text;
    if (ts.isIdentifier(array)) {
      const name = array.text;
      array = findConstArray(sourceFile, name);
      if (!array) {
        const imported = importSourceOf(sourceFile, name);
        const file = imported && resolveModuleFile(configFile, imported.module);
        if (file) {
          arrayFile = file;
          arrayText = fs.readFileSync(file, 'utf8');
          arraySource = parseSource(file, arrayText);
          array = findConstArray(arraySource, imported.imported);
        }
      }
    }
    if (!array || !ts.isArrayLiteralExpression(array)) {
      throw new Error(`Cannot find the array of typedocPlugin({ entries }) in ${configFile}: use an array literal or a const array`);
    }
    const entries = array.elements.map((element) => {
      const entry = readEntry(element, arraySource);
      if (!entry) {
        throw new Error(
          `${path.basename(arrayFile)}: every typedoc entry must be an object literal with string version and package (found \`${element.getText(arraySource).slice(0, 60)}\`)`,
        );
      }
      return entry;
    });
    typedoc = { file: arrayFile, text: arrayText, sourceFile: arraySource, array, entries };
  }

  return {
    text,
    sourceFile,
    defaultVersion,
    versions,
    nodes: { multiVersion, defaultProperty, versionsArray: versionsProperty.initializer },
    typedoc,
  };
}
