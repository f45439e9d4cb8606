import SwiftSyntax

/// A Swift file's path and text.
public struct SourceText: Equatable, Sendable {
  /// The path in the ported package, e.g. `Sources/Counter/Counter.swift`.
  public var path: String
  public var text: String
  /// Whether the file belongs to a test target.
  public var isTest: Bool

  public init(path: String, text: String, isTest: Bool = false) {
    self.path = path
    self.text = text
    self.isTest = isTest
  }
}

/// Ports the Swift files of an app: runs every rule over all files together, since a view or a
/// removed type in one file decides what goes in another.
public struct SourcePorter: Sendable {
  /// What the test workarounds need to know of one file.
  public struct TestFindings: Equatable, Sendable {
    /// XCTest classes whose tests are all synchronous `@MainActor` methods.
    public var mainActorClasses: [String] = []
    /// Lines of `fulfillment(of:)` calls without a timeout.
    public var fulfillmentLines: [Int] = []
  }

  /// The result of a port.
  public struct Result: Equatable, Sendable {
    public var files: [SourceText]
    public var report: PortReport
    /// By path, for test files with findings.
    public var testFindings: [String: TestFindings]
  }

  /// Types that a stand-ins file declares: their names are not Apple's.
  public var standIns: Set<String>

  public init(standIns: Set<String> = []) {
    self.standIns = standIns
  }

  public func port(_ sources: [SourceText]) -> Result {
    var report = PortReport()
    let parsed = sources.map { ParsedFile(path: $0.path, text: $0.text, isTest: $0.isTest) }
    let files = parsed.filter { !$0.hasErrors }
    report.unparsed = parsed.filter(\.hasErrors).map(\.path)

    let declared = DeclaredNames.visitor(for: files)
    var removals = Removals()
    removals.ambiguousNames = declared.repeated
    let viewTypes = ViewTypeCollector.viewTypes(in: files)
    for file in files {
      let remover = ViewRemover(file: file, viewTypes: viewTypes, removals: removals)
      remover.walk(file.tree)
      removals = remover.removals
    }

    let protected = ProtectedNames(files: files)
    let ownNames = declared.names.union(standIns).union(BuiltInStandIns.names)
    while true {
      let before = (removals.names, removals.namesByFile)
      report.leftovers = []
      for file in files {
        let remover = AppleSymbolRemover(
          file: file, protected: protected, ownNames: ownNames, removals: removals)
        remover.walk(file.tree)
        removals = remover.removals
        report.leftovers += remover.leftovers
      }
      if removals.names == before.0, removals.namesByFile == before.1 { break }
    }

    let testKeys = DependencyKeyRewriter.testKeys(in: files)
    for file in files {
      let rewriter = DependencyKeyRewriter(file: file, testKeys: testKeys, removals: removals)
      rewriter.walk(file.tree)
      removals = rewriter.removals
      report.workarounds += rewriter.workarounds
    }
    report.deletions = removals.deletions

    var testFindings: [String: TestFindings] = [:]
    var ported: [SourceText] = []
    for (source, file) in zip(sources, parsed) {
      guard !file.hasErrors else {
        ported.append(source)
        continue
      }
      report.deletions += ImportRewriter.deletions(in: file)
      let edited = SourceEditor(removals: removals).rewrite(file.tree).cast(SourceFileSyntax.self)
      let text = ImportRewriter(file: file).rewrite(edited).description
      ported.append(SourceText(path: source.path, text: text, isTest: source.isTest))
      if file.isTest, let findings = Self.testFindings(in: file) {
        testFindings[file.path] = findings
      }
    }
    report.sort()
    return Result(files: ported, report: report, testFindings: testFindings)
  }

  private static func testFindings(in file: ParsedFile) -> TestFindings? {
    let classes = MainActorTestClassFinder()
    classes.walk(file.tree)
    let calls = FulfillmentCallFinder(file: file)
    calls.walk(file.tree)
    let findings = TestFindings(mainActorClasses: classes.classes, fulfillmentLines: calls.lines)
    return findings == TestFindings() ? nil : findings
  }
}
