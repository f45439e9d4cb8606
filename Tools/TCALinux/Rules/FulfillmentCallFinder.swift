import SwiftSyntax

/// Finds `fulfillment(of:)` calls without a timeout, which Linux XCTest does not have.
final class FulfillmentCallFinder: SyntaxVisitor {
  private(set) var lines: [Int] = []
  private let file: ParsedFile

  init(file: ParsedFile) {
    self.file = file
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "fulfillment"
      || node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        == "fulfillment",
      node.arguments.first?.label?.text == "of",
      !node.arguments.contains(where: { $0.label?.text == "timeout" })
    {
      lines.append(file.line(of: node))
    }
    return .visitChildren
  }
}
