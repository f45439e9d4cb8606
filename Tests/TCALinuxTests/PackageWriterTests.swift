import Foundation
import Testing

@testable import TCALinux

@Suite struct PackageWriterTests {
  let app = AppDescription(
    name: "App", root: "/tmp/tca-linux-tests/App", targets: [], dependencies: [])
  let package = PortedPackage(
    files: [
      SourceText(path: "PORT.md", text: "# App\n"), SourceText(path: "Sources/A/A.swift", text: ""),
    ],
    report: PortReport())

  @Test func neverInsideTheApp() {
    #expect(throws: PortError.outputInsideApp(output: app.root + "/.linux", app: app.root)) {
      try PackageWriter.write(package, to: app.root + "/.linux", app: app)
    }
  }

  @Test func neverOverAFolderItDidNotWrite() throws {
    let output = NSTemporaryDirectory() + "tca-linux-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: output) }
    try Data().write(to: URL(fileURLWithPath: output + "/notes.txt"))
    #expect(throws: PortError.outputNotOurs(output)) {
      try PackageWriter.write(package, to: output, app: app)
    }
  }

  @Test func rewritesItsOwnOutputAndKeepsTheBuildFolder() throws {
    let output = NSTemporaryDirectory() + "tca-linux-tests-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: output) }
    try PackageWriter.write(package, to: output, app: app)
    try FileManager.default.createDirectory(
      atPath: output + "/.build", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: output + "/Sources/Old", withIntermediateDirectories: true)
    try PackageWriter.write(package, to: output, app: app)
    #expect(FileManager.default.fileExists(atPath: output + "/.build"))
    #expect(!FileManager.default.fileExists(atPath: output + "/Sources/Old"))
    #expect(FileManager.default.fileExists(atPath: output + "/Sources/A/A.swift"))
  }
}
