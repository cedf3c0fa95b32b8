import Combine
import Observation

@Observable
final class CheckoutModel {
    var isPaying = false
}

@Observable
final class ProfileModel {
    var name = ""
}
