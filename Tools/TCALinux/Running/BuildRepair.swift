import Foundation
import SwiftSyntax

/// Removes, from a ported package that does not build, the declarations that the compiler's
/// errors point at, unless they belong to a reducer, state, action, client interface or test:
/// what compiles on Apple platforms but not here (`URLSession.bytes`, an asset-catalog `Color`).
struct BuildRepair {
  /// The ported package's folder.
  var package: String

  /// One error in a file of the package's `Sources/`.
  struct BuildError: Hashable {
    var path: String
    var line: Int
    var message: String
  }

  /// Removes what the errors of `log` point at; returns the deletions, none if nothing could go.
  func repair(log: String) throws -> [PortReport.Deletion] {
    let errors = Self.errors(in: log, package: package)
    guard !errors.isEmpty else { return [] }
    let sources = SwiftFiles.under(package + "/Sources")
    let files = try sources.map { path in
      ParsedFile(
        path: String(path.dropFirst(package.count + 1)),
        text: try String(contentsOfFile: path, encoding: .utf8), isTest: false)
    }
    let protected = ProtectedNames(files: files)
    var deletions: [PortReport.Deletion] = []
    for file in files {
      let lines = errors.filter { $0.path == file.path }
      guard !lines.isEmpty else { continue }
      var removals = Removals()
      for error in lines.sorted(by: { $0.line < $1.line }) {
        guard
          let decl = Self.innermostDeclaration(
            at: error.line, in: file, sealed: protected.seals)
        else { continue }
        removals.remove(
          decl, in: file, reason: "does not compile on Linux: \(error.message)")
      }
      let rewriter = DependencyKeyRewriter(file: file, testKeys: [], removals: removals)
      rewriter.walk(file.tree)
      removals = rewriter.removals
      guard !removals.deletions.isEmpty else { continue }
      deletions += removals.deletions
      let text = SourceEditor(removals: removals).rewrite(file.tree).description
      try Data(text.utf8).write(to: URL(fileURLWithPath: package + "/" + file.path))
    }
    return deletions.sorted()
  }

  /// The errors of a build log in the package's `Sources/`, with paths relative to the package.
  static func errors(in log: String, package: String) -> Set<BuildError> {
    var errors: Set<BuildError> = []
    for line in log.split(separator: "\n") {
      guard line.hasPrefix(package + "/Sources/"), let range = line.range(of: ": error: ")
      else { continue }
      let location = line[..<range.lowerBound].dropFirst(package.count + 1).split(separator: ":")
      guard location.count >= 2, let number = Int(location[1]) else { continue }
      errors.insert(
        BuildError(
          path: String(location[0]), line: number, message: String(line[range.upperBound...])))
    }
    return errors
  }

  /// The deepest declaration that holds `line` and that a port may remove: never one inside a
  /// sealed declaration, but a live value.
  static func innermostDeclaration(
    at line: Int, in file: ParsedFile, sealed: (DeclSyntax) -> Bool
  ) -> DeclSyntax? {
    func holds(_ decl: DeclSyntax) -> Bool {
      file.line(of: decl) <= line
        && decl.endLocation(converter: file.converter).line >= line
    }
    var candidates = file.topLevelDeclarations.filter { !$0.is(ImportDeclSyntax.self) }
    var found: DeclSyntax?
    var isSealed = false
    while let decl = candidates.first(where: holds) {
      isSealed = isSealed || sealed(decl)
      if !isSealed || decl.declaredName == "liveValue" { found = decl }
      candidates = decl.memberDeclarations.map(\.decl)
    }
    return found
  }
}
