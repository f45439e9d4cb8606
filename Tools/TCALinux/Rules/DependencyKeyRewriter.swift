import SwiftSyntax

/// Keeps a client's test value usable once its live value is gone: an extension that conformed
/// to `DependencyKey` goes if nothing else is left in it and the client conforms to
/// `TestDependencyKey` elsewhere; otherwise it conforms to `TestDependencyKey` instead.
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
    guard !removals.covers(node),
      let key = node.inheritanceClause?.inheritedTypes.first(where: {
        $0.type.lastName == "DependencyKey"
      })
    else { return .skipChildren }
    let members = node.memberDeclarations
    let removedLive = members.contains {
      $0.decl.declaredName == "liveValue" && removals.contains($0.decl)
    }
    guard removedLive else { return .skipChildren }
    let client = node.extendedType.lastName
    if members.allSatisfy({ removals.contains($0.decl) }), testKeys.contains(client) {
      removals.remove(
        node, in: file,
        reason:
          "held only \(client)'s live value; \(client) conforms to TestDependencyKey elsewhere")
    } else if let name = key.type.as(IdentifierTypeSyntax.self)?.name {
      removals.respell(name, as: "TestDependencyKey")
      workarounds.append(
        PortReport.Workaround(
          subject: "\(file.path):\(file.line(of: node))",
          description: "\(client) conforms to TestDependencyKey instead of DependencyKey: "
            + "its live value is gone, its test value stays"))
    }
    return .skipChildren
  }
}
