import Combine

final class Job: ObservableObject {
    @Published var progress = 0.0
}

/// Keeps the cancellables a closure returns: without the forward, the closure would return
/// nothing to keep.
final class JobBoard: ObservableObject {
    @Published var jobs: [Job] = [] {
        didSet { watchJobs() }
    }
    private var cancellables: Set<AnyCancellable> = []

    private func watchJobs() {
        let watching = jobs.map { job in
            job.objectWillChange.sink { [weak self] _ in
                self?.objectWillChange.send()
            }
        }
        cancellables = Set(watching)
    }

    /// A getter whose value is the cancellable: it cannot go either.
    var firstJobWatcher: AnyCancellable? {
        jobs.first?.objectWillChange.sink { [weak self] _ in
            self?.objectWillChange.send()
        }
    }
}
