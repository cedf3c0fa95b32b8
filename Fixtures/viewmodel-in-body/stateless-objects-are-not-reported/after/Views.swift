import SwiftUI

struct PriceRow: View {
    @ObservedObject var model: PriceRowModel

    var body: some View {
        Text(model.title)
    }
}

struct CheckoutView: View {
    @StateObject private var model = CheckoutContainerModel()

    var body: some View {
        Text(model.form.email)
    }
}

struct StoreScreen: View {
    let price: Double

    var body: some View {
        VStack {
            PriceRow(model: PriceRowModel(title: "Total", price: price, style: .full))
            CheckoutView()
            Text("Routes")
                .environment(Router(push: { print($0) }))
        }
    }
}
