import Foundation

/// One port, as the command line asks for it.
public struct PortRequest: Sendable {
  /// The app: a package folder, a project folder or `.xcodeproj`, or a folder of Swift files.
  public var app: String
  public var sources: [String]
  public var tests: [String]
  /// Where the ported package goes; by default a folder named after the app in the temporary
  /// directory.
  public var output: String?
  public var composableLinux: String?
  public var standIns: String?

  public init(
    app: String, sources: [String] = [], tests: [String] = [], output: String? = nil,
    composableLinux: String? = nil, standIns: String? = nil
  ) {
    self.app = app
    self.sources = sources
    self.tests = tests
    self.output = output
    self.composableLinux = composableLinux
    self.standIns = standIns
  }

  /// Reads the app, ports it and writes the package; returns the package and where it went.
  public func run(executable: String) throws -> (package: PortedPackage, output: String) {
    let composable = try ComposableLinuxLocator.locate(
      explicit: composableLinux, executable: executable)
    let app = try AppReader.read(path: app, sources: sources, tests: tests)
    let standIns = try standIns.map { path in
      SourceText(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }
    let package = PackagePorter(composableLinux: composable, standIns: standIns).port(app)
    let output = AppReader.absolute(
      output ?? FileManager.default.temporaryDirectory.path + "/tca-linux/" + app.name)
    try PackageWriter.write(package, to: output, app: app)
    return (package, output)
  }
}

extension PortReport {
  /// One line: how much changed.
  public var summary: String {
    "\(deletions.count) deletions, \(workarounds.count) workarounds, \(leftovers.count) left"
      + (unparsed.isEmpty ? "" : ", \(unparsed.count) files that did not parse")
  }
}
