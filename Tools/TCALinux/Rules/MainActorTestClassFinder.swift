import SwiftSyntax

/// Finds XCTest classes whose tests are all synchronous `@MainActor` methods: Linux XCTest
/// crashes before any of their tests runs.
final class MainActorTestClassFinder: SyntaxVisitor {
  private(set) var classes: [String] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.inheritedNames.contains("XCTestCase") else { return .skipChildren }
    let classIsMainActor = node.attributeNames.contains("MainActor")
    let tests = node.memberDeclarations.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .filter { $0.name.text.hasPrefix("test") && $0.signature.parameterClause.parameters.isEmpty }
    let allSynchronousOnMain = tests.allSatisfy {
      $0.signature.effectSpecifiers?.asyncSpecifier == nil
        && (classIsMainActor || $0.attributeNames.contains("MainActor"))
    }
    if !tests.isEmpty, allSynchronousOnMain { classes.append(node.name.text) }
    return .skipChildren
  }
}
