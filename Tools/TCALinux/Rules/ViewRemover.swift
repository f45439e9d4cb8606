import SwiftSyntax

/// Removes what only draws: view types, their extensions, extensions of the view protocols, and
/// `#Preview`.
final class ViewRemover: SyntaxVisitor {
  private let file: ParsedFile
  private let viewTypes: Set<String>
  var removals: Removals

  init(file: ParsedFile, viewTypes: Set<String>, removals: Removals) {
    self.file = file
    self.viewTypes = viewTypes
    self.removals = removals
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.lastName
    if let base = node.inheritedNames.first(where: AppleFrameworks.viewProtocols.contains) {
      removals.remove(node, in: file, reason: "conforms to \(base), which Linux does not have")
      return .skipChildren
    }
    if AppleFrameworks.viewProtocols.contains(extended) {
      removals.remove(node, in: file, reason: "extends \(extended), which Linux does not have")
      return .skipChildren
    }
    if viewTypes.contains(extended) {
      removals.remove(node, in: file, reason: "extends \(extended), a view")
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview" {
      removals.remove(node, in: file, reason: "a preview; previews only run in Xcode")
    }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview", node.parent?.is(CodeBlockItemSyntax.self) == true {
      removals.remove(node, in: file, reason: "a preview; previews only run in Xcode")
      return .skipChildren
    }
    return .visitChildren
  }

  private func check(_ decl: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
    let inherited = decl.inheritedNames
    if let base = inherited.first(where: AppleFrameworks.viewProtocols.contains) {
      removals.remove(
        decl, in: file, reason: "conforms to \(base), which Linux does not have",
        exportsName: true)
      return .skipChildren
    }
    if let base = inherited.first(where: viewTypes.contains) {
      removals.remove(decl, in: file, reason: "inherits from \(base), a view", exportsName: true)
      return .skipChildren
    }
    return .visitChildren
  }
}
