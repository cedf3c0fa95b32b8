import SwiftUI

enum Checkout {}
enum Profile {}

extension Checkout {
    enum Destination {
        case summary(total: Int, model: CheckoutModel)
    }

    /// 'Destination' here is 'Checkout.Destination', one of two enums of that name.
    struct DestinationView {
        @MainActor @ViewBuilder
        static func view(for destination: Destination) -> some View {
            switch destination {
            case .summary(let total, let model):
                SummaryView(total: total)
                    .environmentObject(model)
            }
        }
    }
}

extension Profile {
    enum Destination {
        case edit(ProfileModel)
    }
}
