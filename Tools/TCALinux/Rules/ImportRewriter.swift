import SwiftParser
import SwiftSyntax

/// Replaces imports of UI frameworks by `import Foundation`, drops imports of other Apple-only
/// frameworks, and adds `FoundationNetworking` where the file names `URLSession`.
final class ImportRewriter: SyntaxRewriter {
  private let dropped: Set<String>
  private let needsNetworking: Bool
  private var importsFoundation = false

  /// - Parameter dropped: Apple-only modules to drop without a replacement (their symbols that
  ///   the file still names come from stand-ins).
  init(file: ParsedFile) {
    let imported = Self.importedModules(of: file)
    self.dropped = imported.filter { AppleFrameworks.modulePrefixes[$0] != nil }
    self.needsNetworking =
      !imported.contains("FoundationNetworking")
      && file.tree.tokens(viewMode: .sourceAccurate).contains { $0.text == "URLSession" }
    super.init(viewMode: .sourceAccurate)
  }

  /// The report of what `rewrite` changes, with the lines of the original file.
  static func deletions(in file: ParsedFile) -> [PortReport.Deletion] {
    var foundation = importedModules(of: file).contains("Foundation")
    var deletions: [PortReport.Deletion] = []
    for decl in file.topLevelDeclarations {
      guard let module = decl.as(ImportDeclSyntax.self)?.path.first?.name.text,
        AppleFrameworks.modulePrefixes[module] != nil
      else { continue }
      let reason: String
      if AppleFrameworks.uiModules.contains(module) {
        reason =
          foundation
          ? "\(module) does not exist on Linux; the file already imports Foundation"
          : "\(module) does not exist on Linux; replaced by `import Foundation`"
        foundation = true
      } else {
        reason = "\(module) does not exist on Linux"
      }
      deletions.append(
        PortReport.Deletion(
          file: file.path, line: file.line(of: decl), declaration: decl.summary, reason: reason))
    }
    return deletions
  }

  static func importedModules(of file: ParsedFile) -> Set<String> {
    Set(
      file.topLevelDeclarations.compactMap {
        $0.as(ImportDeclSyntax.self)?.path.first?.name.text
      })
  }

  /// Rewrites the file-scope imports of `tree`.
  func rewrite(_ tree: SourceFileSyntax) -> SourceFileSyntax {
    importsFoundation = tree.statements.flattenedDeclarations.contains {
      $0.as(ImportDeclSyntax.self)?.path.trimmedDescription == "Foundation"
    }
    var statements = visit(tree.statements)
    if needsNetworking,
      let last = statements.lastIndex(where: { $0.item.is(ImportDeclSyntax.self) })
    {
      let networking = Parser.parse(
        source: "\n\n#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif")
      statements.insert(
        contentsOf: networking.statements, at: statements.index(after: last))
    }
    return tree.with(\.statements, statements)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    var items: [CodeBlockItemSyntax] = []
    var carriedTrivia: Trivia = []
    var droppedFirst = false
    for item in node {
      guard let decl = item.item.as(ImportDeclSyntax.self),
        let module = decl.path.first?.name.text, dropped.contains(module)
      else {
        let leading =
          droppedFirst && items.isEmpty || !carriedTrivia.isEmpty
          ? Trivia(pieces: item.leadingTrivia.drop { $0.isNewline }) : item.leadingTrivia
        items.append(item.with(\.leadingTrivia, carriedTrivia + leading))
        carriedTrivia = []
        continue
      }
      if AppleFrameworks.uiModules.contains(module), !importsFoundation {
        importsFoundation = true
        let foundation = decl.with(
          \.path,
          ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("Foundation"))]
          ))
        items.append(
          item.with(\.item, .decl(DeclSyntax(foundation)))
            .with(\.leadingTrivia, carriedTrivia + item.leadingTrivia))
        carriedTrivia = []
      } else {
        droppedFirst = droppedFirst || items.isEmpty
        carriedTrivia += item.leadingTrivia.droppingTrailingNewlines
      }
    }
    return CodeBlockItemListSyntax(items)
  }
}

extension Trivia {
  /// The trivia without its newlines and spaces after the last comment.
  fileprivate var droppingTrailingNewlines: Trivia {
    guard let last = pieces.lastIndex(where: \.isComment) else { return [] }
    return Trivia(pieces: pieces[...last]) + .newline
  }
}
