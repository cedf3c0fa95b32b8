import Combine
import Foundation
import SwiftUI

struct Episode: Identifiable {
    let id: Int
}

protocol EpisodesService {
    func episodes() -> AnyPublisher<[Episode], Error>
}

final class EpisodesViewModel: ObservableObject {
    @Published var isLoading: Bool = false
    @Published var errorMessage: String?
    @Published var episodes: [Episode] = []

    private let service: EpisodesService
    private var cancellable: AnyCancellable?

    init(service: EpisodesService) {
        self.service = service
    }

    func loadEpisodes() {
        isLoading = true
        errorMessage = nil
        cancellable = service.episodes()
            .receive(on: DispatchQueue.main)
            .sink { [unowned self] completion in
                isLoading = false
                switch completion {
                case .finished:
                    break
                case .failure(let error):
                    errorMessage = error.localizedDescription
                }
            } receiveValue: { [unowned self] episodes in
                self.episodes = episodes
            }
    }
}
