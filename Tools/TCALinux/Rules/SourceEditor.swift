import SwiftParser
import SwiftSyntax

/// Applies `Removals` to a file's original tree: drops the removed declarations, with their
/// comments, and respells tokens.
final class SourceEditor: SyntaxRewriter {
  private let removals: Removals

  init(removals: Removals) {
    self.removals = removals
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    let dropped = Set(node.enumerated().filter { removals.contains($0.element.item) }.map(\.offset))
    let visited = super.visit(node)
    guard !dropped.isEmpty else { return visited }
    var items = Array(visited)
    for offset in dropped.sorted().reversed() {
      if offset + 1 < items.count {
        items[offset + 1].leadingTrivia.keepBlankLine(of: items[offset].leadingTrivia)
      }
      items.remove(at: offset)
    }
    if dropped.contains(0), node.parent?.is(SourceFileSyntax.self) == true, let first = items.first
    {
      items[0] = first.with(
        \.leadingTrivia, Trivia(pieces: first.leadingTrivia.drop(while: \.isNewline)))
    }
    return CodeBlockItemListSyntax(items)
  }

  override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
    var items = Array(super.visit(node))
    for (offset, item) in node.enumerated().reversed() where removals.contains(item.decl) {
      if let text = removals.replacements[item.decl.id] {
        let decl = Parser.parse(source: text).statements.first!.item.cast(DeclSyntax.self)
        items[offset] = items[offset].with(
          \.decl, decl.with(\.leadingTrivia, item.decl.leadingTrivia))
      } else {
        if offset + 1 < items.count {
          items[offset + 1].leadingTrivia.keepBlankLine(of: items[offset].leadingTrivia)
        }
        items.remove(at: offset)
      }
    }
    return MemberBlockItemListSyntax(items)
  }

  override func visit(_ token: TokenSyntax) -> TokenSyntax {
    guard let text = removals.respellings[token.id] else { return token }
    return token.with(\.tokenKind, .identifier(text))
  }
}

extension Trivia {
  /// Starts with as many newlines as `removed` did, when that is more: the blank line before a
  /// removed declaration stays before the next one.
  fileprivate mutating func keepBlankLine(of removed: Trivia) {
    let count = { (trivia: Trivia) in
      trivia.prefix(while: \.isNewline).reduce(0) { total, piece in
        if case .newlines(let n) = piece { return total + n }
        return total + 1
      }
    }
    let missing = count(removed) - count(self)
    if missing > 0 { self = Trivia(pieces: [.newlines(missing)]) + self }
  }
}
