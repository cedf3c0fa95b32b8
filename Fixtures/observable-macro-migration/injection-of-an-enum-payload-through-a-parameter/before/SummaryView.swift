import SwiftUI

struct SummaryView: View {
    @EnvironmentObject var model: CheckoutModel
    let total: Int

    var body: some View {
        Text(model.isPaying ? "Paying \(total)" : "\(total)")
    }
}

struct ProfileEditor: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        Text(model.name)
    }
}
