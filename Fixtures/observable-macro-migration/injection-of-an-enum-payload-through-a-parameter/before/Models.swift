import Combine

final class CheckoutModel: ObservableObject {
    @Published var isPaying = false
}

final class ProfileModel: ObservableObject {
    @Published var name = ""
}
