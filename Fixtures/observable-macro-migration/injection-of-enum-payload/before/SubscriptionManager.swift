import Combine

final class SubscriptionManager: ObservableObject {
    @Published var isSubscribed = false
}
