/// The file a port adds to a test target for what Linux XCTest lacks: an async test in each class
/// whose tests are all synchronous `@MainActor` methods, and `fulfillment(of:)` without a timeout.
struct TestWorkaroundFile {
  static let name = "LinuxTestWorkarounds.swift"

  var findings: [(path: String, findings: SourcePorter.TestFindings)]

  var workarounds: [PortReport.Workaround] {
    var workarounds: [PortReport.Workaround] = []
    for (path, findings) in findings {
      for name in findings.mainActorClasses {
        workarounds.append(
          PortReport.Workaround(
            subject: path,
            description: "\(name)'s tests are all synchronous @MainActor methods, which crash "
              + "Linux XCTest before any runs; \(Self.name) gives it an async test that does "
              + "nothing"))
      }
      for line in findings.fulfillmentLines {
        workarounds.append(
          PortReport.Workaround(
            subject: "\(path):\(line)",
            description: "fulfillment(of:) without a timeout, which Linux XCTest lacks; "
              + "\(Self.name) adds it, waiting without a limit as on Apple platforms"))
      }
    }
    return workarounds
  }

  /// The file's text, or `nil` when the target needs no workaround.
  var source: String? {
    let classes = findings.flatMap(\.findings.mainActorClasses).sorted()
    let needsFulfillment = findings.contains { !$0.findings.fulfillmentLines.isEmpty }
    guard !classes.isEmpty || needsFulfillment else { return nil }
    var lines = ["// Written by tca-linux; see PORT.md.", "import XCTest"]
    for name in classes {
      lines += [
        "",
        "extension \(name) {",
        "  // NB: Linux XCTest crashes in a class whose tests are all synchronous and on the main",
        "  //     actor; one async test avoids it.",
        "  func testLinuxAsyncTest() async {}",
        "}",
      ]
    }
    if needsFulfillment {
      lines += [
        "",
        "extension XCTestCase {",
        "  // NB: Linux XCTest's `fulfillment(of:)` has no default timeout.",
        "  func fulfillment(of expectations: [XCTestExpectation], enforceOrder: Bool = false) async {",
        "    await fulfillment(of: expectations, timeout: .infinity, enforceOrder: enforceOrder)",
        "  }",
        "}",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
