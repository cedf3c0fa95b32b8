import Combine
import Foundation

struct OrdersError: Error {}

final class OrdersViewModel: ObservableObject {
    @Published private(set) var orders: [String] = []
    @Published private(set) var errorMessage: String?
    @Published private(set) var isFinished = false

    private let updates = PassthroughSubject<[String], OrdersError>()
    private var cancellables = Set<AnyCancellable>()

    func start() {
        updates
            .sink(
                receiveCompletion: { [weak self] completion in
                    guard let self else { return }
                    if case .failure = completion {
                        self.errorMessage = "Orders could not be loaded."
                    }
                },
                receiveValue: { [weak self] orders in
                    guard let self else { return }
                    self.orders = orders
                    self.errorMessage = nil
                }
            )
            .store(in: &cancellables)
    }

    /// Trailing-closure spelling: only the completion uses 'self'.
    func watchArchive(_ archive: PassthroughSubject<[String], OrdersError>) {
        archive
            .sink { [weak self] completion in
                self?.isFinished = true
            } receiveValue: { orders in
                print(orders.count)
            }
            .store(in: &cancellables)
    }
}
