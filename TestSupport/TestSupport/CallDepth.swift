import Foundation

/// How many frames the caller runs above the job that the concurrency runtime started, so that
/// tests can check that a path does not deepen with use, whichever executor ran the job.
public func framesAboveJob() -> Int {
  let symbols = Thread.callStackSymbols
  return symbols.firstIndex { $0.contains("swift_job_run") } ?? symbols.count
}
