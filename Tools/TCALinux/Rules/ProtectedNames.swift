import SwiftSyntax

/// The names of what a port never changes: reducers, their states and actions, client
/// interfaces and tests.
struct ProtectedNames {
  /// Reducers, states, actions and test types: neither they nor their extensions change.
  var sealed: Set<String> = []
  /// Client interfaces: the type stays; members of its extensions (a live value) may go.
  var clients: Set<String> = []

  init(files: [ParsedFile]) {
    let collector = Collector()
    for file in files { collector.walk(file.tree) }
    sealed = collector.sealed
    clients = collector.clients
  }

  /// Whether `decl` itself is sealed.
  func seals(_ decl: some DeclSyntaxProtocol) -> Bool {
    if let ext = decl.as(ExtensionDeclSyntax.self) {
      return sealed.contains(ext.extendedType.lastName)
    }
    if decl.attributeNames.contains(where: ["Test", "Suite"].contains) { return true }
    guard let name = decl.declaredName else { return false }
    return sealed.contains(name) || clients.contains(name) && decl.isTypeDeclaration
  }

  private final class Collector: SyntaxVisitor {
    var sealed: Set<String> = []
    var clients: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { check(node) }

    private func check(_ decl: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
      guard let name = decl.declaredName else { return .visitChildren }
      let attributes = decl.attributeNames
      let inherited = decl.inheritedNames
      if attributes.contains("Reducer") || inherited.contains("Reducer")
        || attributes.contains("Suite") || inherited.contains("XCTestCase")
        || name == "State" || name == "Action" || name.hasSuffix("State")
        || name.hasSuffix("Action")
      {
        sealed.insert(name)
      } else if attributes.contains("DependencyClient") || name.hasSuffix("Client") {
        clients.insert(name)
      }
      return .visitChildren
    }
  }
}
