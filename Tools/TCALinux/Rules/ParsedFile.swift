import SwiftParser
import SwiftSyntax

/// A Swift file being ported: its original tree, and what the rules decided to remove from it.
struct ParsedFile {
  /// The path in the ported package, used in the report.
  var path: String
  var tree: SourceFileSyntax
  var isTest: Bool
  let converter: SourceLocationConverter

  init(path: String, text: String, isTest: Bool) {
    self.path = path
    self.tree = Parser.parse(source: text)
    self.isTest = isTest
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
  }

  /// Whether the parser had to skip or invent tokens.
  var hasErrors: Bool { tree.hasError }

  /// The line of a node in the original text.
  func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter, afterLeadingTrivia: true).line
  }

  /// The Apple-only modules this file imports.
  var appleImports: Set<String> {
    Set(
      tree.statements.flattenedDeclarations.compactMap { decl in
        decl.as(ImportDeclSyntax.self)?.path.first?.name.text
      }.filter { AppleFrameworks.modulePrefixes[$0] != nil })
  }

  /// Every declaration at file scope, through `#if` clauses.
  var topLevelDeclarations: [DeclSyntax] { tree.statements.flattenedDeclarations }
}
