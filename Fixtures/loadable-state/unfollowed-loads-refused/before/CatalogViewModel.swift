import SwiftUI

struct Lane: Identifiable {
    let id: Int
    var title: String
}

struct CatalogAPI {
    func lanes() async throws -> [Lane] {
        []
    }

    func lanes(onSuccess: @escaping ([Lane]) -> Void, onFailure: @escaping (Error) -> Void) {
        onSuccess([])
    }
}

final class CatalogViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let api = CatalogAPI()

    func load() async {
        DispatchQueue.main.async {
            self.isLoading = true
            self.errorMessage = nil
        }
        do {
            let lanes = try await api.lanes()
            DispatchQueue.main.async {
                self.lanes = lanes
                self.isLoading = false
            }
        } catch {
            DispatchQueue.main.async {
                self.errorMessage = error.localizedDescription
                self.isLoading = false
            }
        }
    }
}

final class ShelfViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var loadError = false

    private let api = CatalogAPI()

    func reload() {
        isLoading = true
        loadError = false
        api.lanes(
            onSuccess: { [weak self] lanes in
                self?.lanes = lanes
                self?.isLoading = false
            },
            onFailure: { [weak self] _ in
                self?.isLoading = false
                self?.loadError = true
            })
    }
}

/// Uploading sends a value: an action, not a load, whatever its callbacks look like.
final class CoverViewModel: ObservableObject {
    @Published private(set) var isUploading = false
    @Published private(set) var uploadError: Error?

    private let api = CatalogAPI()

    func loadCover() {
        isUploading = true
        api.lanes(
            onSuccess: { [weak self] _ in self?.isUploading = false },
            onFailure: { [weak self] error in
                self?.isUploading = false
                self?.uploadError = error
            })
    }
}

@MainActor
final class FeaturedViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?

    private let api = CatalogAPI()

    func refresh() {
        isLoading = true
        Task { await loadLanes() }
    }

    func loadLanes() async {
        do {
            lanes = try await api.lanes()
        } catch {
            self.error = error
        }
        isLoading = false
    }
}

@MainActor
final class ShelvesViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?

    private let api = CatalogAPI()

    /// Shows the spinner only until there is something to show.
    func loadShelves() async {
        isLoading = lanes.isEmpty
        defer { isLoading = false }
        do {
            lanes = try await api.lanes()
        } catch {
            self.error = error
        }
    }
}

final class DigestViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?

    private let api = CatalogAPI()
    private var cached: [Lane]?

    func load() async {
        error = nil
        isLoading = true
        if let cached {
            lanes = cached
        } else {
            do {
                lanes = try await api.lanes()
            } catch {
                self.error = error
            }
        }
        isLoading = false
    }
}

struct LoadAlert {
    let title: String
    let message: String

    init(error: Error, title: String) {
        self.title = title
        message = error.localizedDescription
    }
}

final class AlertingViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published var errorAlert: LoadAlert?

    private let api = CatalogAPI()

    func load() async {
        isLoading = true
        do {
            lanes = try await api.lanes()
        } catch {
            errorAlert = LoadAlert(error: error, title: "Could not load the catalog")
        }
        isLoading = false
    }
}

final class PagedShelfViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let api = CatalogAPI()

    func load(page: Int) async {
        isLoading = true
        errorMessage = nil
        do {
            if page == 1 {
                lanes = try await api.lanes()
            } else {
                lanes += try await api.lanes()
            }
            isLoading = false
        } catch {
            errorMessage = error.localizedDescription
            isLoading = false
        }
    }
}

final class LatestOnlyViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var error: Error?

    private let api = CatalogAPI()
    private var latestRequest = 0

    func load() async {
        latestRequest += 1
        let request = latestRequest
        isLoading = true
        defer {
            if request == latestRequest {
                isLoading = false
            }
        }
        do {
            let loaded = try await api.lanes()
            guard request == latestRequest else { return }
            lanes = loaded
            error = nil
        } catch {
            guard request == latestRequest else { return }
            self.error = error
        }
    }
}

extension Optional where Wrapped == String {
    mutating func record(_ error: Error) {
        self = "\(error)"
    }
}

final class RecordingViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let api = CatalogAPI()

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            lanes = try await api.lanes()
        } catch {
            errorMessage.record(error)
        }
    }
}

/// A failure is logged, not shown: the load only ever clears the message.
final class BestEffortViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let api = CatalogAPI()

    func load() async {
        isLoading = true
        errorMessage = nil
        defer { isLoading = false }
        do {
            lanes = try await api.lanes()
        } catch {
            print("Could not refresh the lanes: \(error)")
        }
    }
}

/// Only the first page shows as loading; the next ones load behind the list.
final class PagedLanesViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let api = CatalogAPI()

    func load(firstPage: Bool) async {
        if firstPage {
            isLoading = true
        }
        defer { isLoading = false }
        do {
            lanes += try await api.lanes()
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

/// A cancelled load leaves the flag to the load that replaced it.
final class CancellableLanesViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let api = CatalogAPI()

    func load() async {
        isLoading = true
        errorMessage = nil
        do {
            lanes = try await api.lanes()
        } catch {
            errorMessage = error.localizedDescription
        }
        if !Task.isCancelled {
            isLoading = false
        }
    }
}

/// Two loads in one function, the second falling back to what it has on failure.
final class TwoStepLanesViewModel: ObservableObject {
    @Published private(set) var lanes: [Lane] = []
    @Published private(set) var isLoading = false
    @Published private(set) var errorMessage: String?

    private let api = CatalogAPI()

    func load() async {
        isLoading = true
        var pinned: [Lane] = []
        do {
            pinned = try await api.lanes()
        } catch {
            errorMessage = error.localizedDescription
        }
        do {
            lanes = pinned + (try await api.lanes())
        } catch {
            lanes = pinned
        }
        isLoading = false
    }
}
