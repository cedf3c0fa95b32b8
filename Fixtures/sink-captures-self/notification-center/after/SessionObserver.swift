import Combine
import Foundation

extension Notification.Name {
    static let sessionExpired = Notification.Name("SessionExpired")
}

final class SessionObserver: ObservableObject {
    @Published private(set) var isSignedIn = true
    @Published private(set) var expiredCount = 0

    private var cancellables = Set<AnyCancellable>()

    init(center: NotificationCenter = .default) {
        center.publisher(for: .sessionExpired)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] notification in
                guard let self else { return }
                self.isSignedIn = false
                self.expiredCount += 1
                print("session expired:", notification.name.rawValue)
            }
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: .sessionExpired)
            .sink { [weak self] _ in self?.expiredCount += 1 }
            .store(in: &self.cancellables)
    }
}
