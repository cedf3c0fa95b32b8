import Combine
import Foundation
import SwiftUI

struct Villager: Identifiable {
    let id: Int
    var name: String
}

struct VillagersAPI {
    func villagers() -> AnyPublisher<[Villager], URLError> {
        Empty().eraseToAnyPublisher()
    }
}

final class VillagersViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: Error?
    @Published var villagers: [Villager] = []

    private let api = VillagersAPI()
    private var cancellables = Set<AnyCancellable>()

    func load() {
        isLoading = true
        error = nil
        api.villagers()
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                self?.isLoading = false
                if case .failure(let failure) = completion {
                    self?.error = failure
                }
            }, receiveValue: { [weak self] villagers in
                self?.villagers = villagers
            })
            .store(in: &cancellables)
    }
}
