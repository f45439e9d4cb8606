import SwiftParser
import SwiftSyntax

/// Replaces imports of Apple-only frameworks by `import Foundation` (which each of them brings
/// along), once, and adds `FoundationNetworking` where the file names `URLSession`.
final class ImportRewriter: SyntaxRewriter {
  private let dropped: Set<String>
  private let needsNetworking: Bool
  private var importsFoundation = false

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
    for decl in file.tree.statements.compactMap({ $0.item.as(ImportDeclSyntax.self) }) {
      guard let module = decl.path.first?.name.text else { continue }
      if let renamed = AppleFrameworks.renamedModules[module] {
        deletions.append(
          PortReport.Deletion(
            file: file.path, line: file.line(of: decl), declaration: decl.summary,
            reason: "replaced by `import \(renamed)`, composable-linux's module in its place"))
      }
      guard AppleFrameworks.modulePrefixes[module] != nil else { continue }
      var reason = "\(module) does not exist on Linux"
      if !foundation {
        reason += "; replaced by `import Foundation`"
        foundation = true
      }
      if module == "Combine" {
        reason += "; ComposableArchitecture provides Combine's API through OpenCombine"
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
    for var item in node {
      if let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text,
        let renamed = AppleFrameworks.renamedModules[module]
      {
        item = item.with(\.item, .decl(DeclSyntax(decl.with(\.path, Self.path(renamed)))))
      }
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
      if !importsFoundation {
        importsFoundation = true
        let foundation = decl.with(\.path, Self.path("Foundation"))
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

  private static func path(_ module: String) -> ImportPathComponentListSyntax {
    ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier(module))])
  }
}

extension Trivia {
  /// The trivia without its newlines and spaces after the last comment.
  fileprivate var droppingTrailingNewlines: Trivia {
    guard let last = pieces.lastIndex(where: \.isComment) else { return [] }
    return Trivia(pieces: pieces[...last]) + .newline
  }
}
