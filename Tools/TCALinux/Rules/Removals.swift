import SwiftSyntax

/// Declarations that the rules remove from the files of an app, by node identity.
struct Removals {
  private(set) var ids: Set<SyntaxIdentifier> = []
  private(set) var deletions: [PortReport.Deletion] = []
  /// Names of removed types and file-scope functions and variables: what names them goes too.
  private(set) var names: Set<String> = []
  /// Names the app declares more than once: removing one does not remove what names the others.
  var ambiguousNames: Set<String> = []
  /// Names of removed private types, and of types whose names the app declares more than once:
  /// only what names them in the same file goes.
  private(set) var namesByFile: [String: Set<String>] = [:]

  /// Whether a removed type named `name` is visible in `file`.
  func removes(_ name: String, in file: String) -> Bool {
    names.contains(name) || namesByFile[file]?.contains(name) == true
  }

  /// Tokens to spell differently, e.g. a `DependencyKey` conformance that lost its live value.
  private(set) var respellings: [SyntaxIdentifier: String] = [:]

  func contains(_ node: some SyntaxProtocol) -> Bool { ids.contains(node.id) }

  /// Declarations to put in place of removed ones, as source text.
  private(set) var replacements: [SyntaxIdentifier: String] = [:]

  mutating func replace(_ decl: some DeclSyntaxProtocol, with text: String) {
    replacements[decl.id] = text
  }

  mutating func respell(_ token: TokenSyntax, as text: String) {
    respellings[token.id] = text
  }

  /// Whether `node` or one of its ancestors is removed.
  func covers(_ node: some SyntaxProtocol) -> Bool {
    var current: Syntax? = Syntax(node)
    while let node = current {
      if ids.contains(node.id) { return true }
      current = node.parent
    }
    return false
  }

  /// Removes `node`, a declaration or a `#Preview` expression, unless it is already gone.
  mutating func remove(
    _ node: some SyntaxProtocol, in file: ParsedFile, reason: String, exportsName: Bool = false
  ) {
    guard !covers(node) else { return }
    let decl = Syntax(node).asProtocol(DeclSyntaxProtocol.self)
    ids.insert(node.id)
    deletions.append(
      PortReport.Deletion(
        file: file.path, line: file.line(of: node),
        declaration: decl?.summary
          ?? node.trimmedDescription.prefix(while: { $0 != " " && $0 != "{" }).description,
        reason: reason))
    guard exportsName, let name = decl?.declaredName else { return }
    let modifiers = decl?.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    let isFilePrivate = modifiers.contains {
      $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
    }
    if isFilePrivate || ambiguousNames.contains(name) {
      namesByFile[file.path, default: []].insert(name)
    } else {
      names.insert(name)
    }
  }
}
