import SwiftSyntax

/// The names of the types that a set of files declares, at any depth.
final class DeclaredNames: SyntaxVisitor {
  private(set) var names: Set<String> = []
  /// Names declared more than once (`Delegate` in several reducers, say).
  private(set) var repeated: Set<String> = []

  init() { super.init(viewMode: .sourceAccurate) }

  static func collect(in files: [ParsedFile]) -> Set<String> {
    visitor(for: files).names
  }

  static func visitor(for files: [ParsedFile]) -> DeclaredNames {
    let visitor = DeclaredNames()
    for file in files { visitor.walk(file.tree) }
    return visitor
  }

  /// The type names that a Swift file declares; for a stand-ins file.
  static func collect(inSource text: String) -> Set<String> {
    collect(in: [ParsedFile(path: "", text: text, isTest: false)])
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node) }

  private func add(_ decl: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
    if let name = decl.declaredName, !names.insert(name).inserted { repeated.insert(name) }
    return .visitChildren
  }
}
