import Foundation
import SwiftParser
import SwiftSyntax

/// An app given as folders: one library target per source folder, one test target per test
/// folder (depending on every library target). Package products come from the imports.
struct SourceFolderReader {
  var root: String
  var sources: [String]
  var tests: [String]

  func read() -> AppDescription {
    var targets = sources.map { target(folder: $0, kind: .library, files: SwiftFiles.under($0)) }
    let libraries = targets.map { TargetDependency.target($0.name) }
    for folder in tests {
      var test = target(folder: folder, kind: .test, files: SwiftFiles.under(folder))
      test.dependencies = libraries + test.dependencies
      targets.append(test)
    }
    return AppDescription(
      name: (root as NSString).lastPathComponent, root: root, targets: targets, dependencies: [])
  }

  /// An app from one folder whose test files are those under a folder named `…Tests`.
  func read(files: [String], testFiles: [String]) -> AppDescription {
    let name = XcodeProjectReader.moduleName((root as NSString).lastPathComponent)
    var library = target(folder: root, kind: .library, files: files)
    library.name = name
    var targets = [library]
    if !testFiles.isEmpty {
      var test = target(
        folder: SwiftFiles.commonDirectory(of: testFiles), kind: .test, files: testFiles)
      test.name = name + "Tests"
      test.dependencies = [.target(name)] + test.dependencies
      targets.append(test)
    }
    return AppDescription(name: name, root: root, targets: targets, dependencies: [])
  }

  static func isTestFile(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
  }

  private func target(folder: String, kind: AppTarget.Kind, files: [String]) -> AppTarget {
    let imports = Set(files.flatMap(Self.imports(of:)))
    let products = ManifestWriter.composableProducts.intersection(imports).sorted().map {
      TargetDependency.product(name: $0, package: "swift-composable-architecture")
    }
    return AppTarget(
      name: XcodeProjectReader.moduleName((folder as NSString).lastPathComponent), kind: kind,
      files: files, directory: folder, dependencies: products)
  }

  private static func imports(of file: String) -> [String] {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
    return Parser.parse(source: text).statements.flattenedDeclarations.compactMap {
      $0.as(ImportDeclSyntax.self)?.path.first?.name.text
    }
  }
}
