import SwiftSyntax

/// Keeps a client's test value usable once its live value is gone: an extension that conformed
/// to `DependencyKey` goes if nothing else is left in it and the client conforms to
/// `TestDependencyKey` elsewhere; one that keeps a test value conforms to `TestDependencyKey`
/// instead; anywhere else the live value becomes a stub that stops the program if used.
final class DependencyKeyRewriter: SyntaxVisitor {
  private let file: ParsedFile
  /// Types that conform to `TestDependencyKey` somewhere in the app.
  private let testKeys: Set<String>
  var removals: Removals
  private(set) var workarounds: [PortReport.Workaround] = []

  init(file: ParsedFile, testKeys: Set<String>, removals: Removals) {
    self.file = file
    self.testKeys = testKeys
    self.removals = removals
    super.init(viewMode: .sourceAccurate)
  }

  /// The types that conform to `TestDependencyKey` in `files`.
  static func testKeys(in files: [ParsedFile]) -> Set<String> {
    var keys: Set<String> = []
    for file in files {
      for case let ext? in file.topLevelDeclarations.map({ $0.as(ExtensionDeclSyntax.self) })
      where ext.inheritedNames.contains("TestDependencyKey") {
        keys.insert(ext.extendedType.lastName)
      }
    }
    return keys
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    rewrite(node, name: node.extendedType.lastName)
  }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    rewrite(node, name: node.name.text)
  }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    rewrite(node, name: node.name.text)
  }

  private func rewrite(_ node: some DeclGroupSyntax, name client: String)
    -> SyntaxVisitorContinueKind
  {
    guard !removals.covers(node) else { return .skipChildren }
    let members = node.memberDeclarations.map(\.decl)
    guard let live = members.first(where: { $0.declaredName == "liveValue" }),
      removals.contains(live)
    else { return .visitChildren }
    let key = node.inheritanceClause?.inheritedTypes.first { $0.type.lastName == "DependencyKey" }
    let subject = "\(file.path):\(file.line(of: node))"
    if key != nil, node.is(ExtensionDeclSyntax.self), members.allSatisfy(removals.contains),
      testKeys.contains(client)
    {
      removals.remove(
        node, in: file,
        reason:
          "held only \(client)'s live value; \(client) conforms to TestDependencyKey elsewhere")
    } else if members.contains(where: { $0.declaredName == "testValue" && !removals.contains($0) }),
      let name = key?.type.as(IdentifierTypeSyntax.self)?.name
    {
      removals.respell(name, as: "TestDependencyKey")
      workarounds.append(
        PortReport.Workaround(
          subject: subject,
          description: "\(client) conforms to TestDependencyKey instead of DependencyKey: "
            + "its live value is gone, its test value stays"))
    } else {
      removals.replace(live, with: Self.stub(for: live))
      workarounds.append(
        PortReport.Workaround(
          subject: subject,
          description: "\(client) has no test value, so its live value is a stub that stops "
            + "the program if a test uses it without overriding the dependency"))
    }
    return .skipChildren
  }

  /// A live value that stops the program: `static var liveValue: T { fatalError(…) }`.
  private static func stub(for live: DeclSyntax) -> String {
    let type =
      live.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type.trimmedDescription
      ?? "Self"
    let indent = String(live.leadingTrivia.description.reversed().prefix { $0 == " " })
    return """
      static var liveValue: \(type) {
      \(indent)  fatalError("The live value names a symbol Linux lacks; tca-linux removed it.")
      \(indent)}
      """
  }
}
