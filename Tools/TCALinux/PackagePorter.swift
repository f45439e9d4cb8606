import Foundation

/// The files of a ported package and the report of what changed.
public struct PortedPackage: Equatable, Sendable {
  /// Paths relative to the package's folder, sorted, with their text.
  public var files: [SourceText]
  public var report: PortReport
}

/// Ports an app into a Linux package: its Swift files through `SourcePorter`, a manifest on
/// composable-linux, the test workarounds and `PORT.md`.
public struct PackagePorter: Sendable {
  /// The path of the composable-linux checkout the ported package depends on.
  public var composableLinux: String
  /// The name and text of a file that declares stand-ins for Apple-only types.
  public var standIns: SourceText?

  public init(composableLinux: String, standIns: SourceText? = nil) {
    self.composableLinux = composableLinux
    self.standIns = standIns
  }

  public func port(_ app: AppDescription) -> PortedPackage {
    var app = app
    var folders: [String: String] = [:]
    var sources: [SourceText] = []
    var targetOfPath: [String: String] = [:]
    for target in app.targets {
      let folder = (target.kind == .test ? "Tests/" : "Sources/") + target.name
      folders[target.name] = folder
      for file in target.files {
        let relative =
          file.hasPrefix(target.directory + "/")
          ? String(file.dropFirst(target.directory.count + 1))
          : (file as NSString).lastPathComponent
        let path = folder + "/" + relative
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        sources.append(SourceText(path: path, text: text, isTest: target.kind == .test))
        targetOfPath[path] = target.name
      }
    }
    let standInNames = standIns.map { DeclaredNames.collect(inSource: $0.text) } ?? []
    var result = SourcePorter(standIns: standInNames).port(sources)
    var files = result.files

    var testFrameworks: [String: Set<String>] = [:]
    for source in sources where source.isTest {
      let imports = Self.importedModules(source.text)
      testFrameworks[targetOfPath[source.path]!, default: []]
        .formUnion(imports.intersection(["XCTest", "Testing"]))
    }
    for target in app.targets where target.kind == .test {
      for framework in (testFrameworks[target.name] ?? []).sorted() {
        result.report.workarounds.append(
          PortReport.Workaround(subject: target.name, description: Self.linked[framework]!))
      }
      let findings = result.testFindings.filter { targetOfPath[$0.key] == target.name }
        .sorted { $0.key < $1.key }.map { (path: $0.key, findings: $0.value) }
      let workaround = TestWorkaroundFile(findings: findings)
      if let text = workaround.source {
        files.append(
          SourceText(
            path: folders[target.name]! + "/" + TestWorkaroundFile.name, text: text,
            isTest: true))
        result.report.workarounds += workaround.workarounds
      }
    }
    for target in app.targets where target.kind != .test {
      let named = files.filter { targetOfPath[$0.path] == target.name }
        .reduce(into: Set<String>()) { $0.formUnion(Self.identifiers($1.text)) }
      let folder = folders[target.name]!
      if let standIns, !named.isDisjoint(with: standInNames) {
        let name = (standIns.path as NSString).lastPathComponent
        files.append(SourceText(path: folder + "/" + name, text: standIns.text))
        result.report.workarounds.append(
          PortReport.Workaround(
            subject: target.name,
            description: "compiles \(name), the stand-ins for "
              + standInNames.sorted().joined(separator: ", ")))
      }
      let builtIn = named.intersection(BuiltInStandIns.names).subtracting(standInNames)
      if let text = BuiltInStandIns.file(for: builtIn) {
        files.append(SourceText(path: folder + "/" + BuiltInStandIns.fileName, text: text))
        result.report.workarounds.append(
          PortReport.Workaround(
            subject: target.name,
            description: "\(BuiltInStandIns.fileName) declares "
              + builtIn.sorted().joined(separator: ", ") + " as a plain value type"))
      }
    }
    for index in app.targets.indices where app.targets[index].kind == .executable {
      let name = app.targets[index].name
      let hasEntry = files.contains { file in
        targetOfPath[file.path] == name
          && (file.path.hasSuffix("/main.swift")
            || Self.identifiers(file.text).contains("main")
              && file.text.contains("@main"))
      }
      guard !hasEntry else { continue }
      app.targets[index].kind = .library
      result.report.workarounds.append(
        PortReport.Workaround(
          subject: name,
          description: "a library target: its entry point was an app, which Linux does not have"))
    }
    result.report.sort()
    let manifest = ManifestWriter(
      app: app, composableLinux: composableLinux, testFrameworks: testFrameworks,
      folders: folders)
    files.append(SourceText(path: "Package.swift", text: manifest.source()))
    files.append(
      SourceText(
        path: "PORT.md",
        text: PortMarkdown(app: app, report: result.report, folders: folders).source()))
    return PortedPackage(files: files.sorted { $0.path < $1.path }, report: result.report)
  }

  /// What a test target links for each test framework it uses, and why.
  private static let linked = [
    "Testing": "links IssueReportingTestSupport, so that test-store failures fail Swift Testing "
      + "tests instead of only printing",
    "XCTest": "links DependenciesTestObserver, so that each XCTest test starts with fresh "
      + "dependencies",
  ]

  static func importedModules(_ text: String) -> Set<String> {
    Set(
      text.split(separator: "\n").compactMap { line -> String? in
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
          return nil
        }
        return String(words[index + 1])
      })
  }

  private static func identifiers(_ text: String) -> Set<String> {
    Set(
      text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
  }
}
