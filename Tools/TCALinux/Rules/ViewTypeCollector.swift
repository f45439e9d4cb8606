import SwiftSyntax

/// Finds the app's view types: those that conform to a view protocol or subclass a view class,
/// directly or through another of the app's view types.
final class ViewTypeCollector: SyntaxVisitor {
  private(set) var bases: Set<String>
  private(set) var found: Set<String> = []

  init(bases: Set<String>) {
    self.bases = bases
    super.init(viewMode: .sourceAccurate)
  }

  /// The view types of `files`, grown until no file adds one.
  static func viewTypes(in files: [ParsedFile]) -> Set<String> {
    var bases = AppleFrameworks.viewProtocols
    var found: Set<String> = []
    while true {
      let collector = ViewTypeCollector(bases: bases)
      for file in files { collector.walk(file.tree) }
      guard !collector.found.isSubset(of: found) else { return found }
      found.formUnion(collector.found)
      bases.formUnion(collector.found)
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.inheritedNames.contains(where: bases.contains) {
      found.insert(node.extendedType.lastName)
    }
    return .visitChildren
  }

  private func check(_ decl: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
    if let name = decl.declaredName, decl.inheritedNames.contains(where: bases.contains) {
      found.insert(name)
    }
    return .visitChildren
  }
}
