import SwiftUI

struct SummaryView: View {
    @Environment(CheckoutModel.self) private var model
    let total: Int

    var body: some View {
        Text(model.isPaying ? "Paying \(total)" : "\(total)")
    }
}

struct ProfileEditor: View {
    var model: ProfileModel

    var body: some View {
        Text(model.name)
    }
}
