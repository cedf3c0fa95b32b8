import SwiftUI

/// Shows an address above whatever footer its caller gives it.
struct AddressCard<Footer: View>: View {
    @StateObject private var model: AddressModel
    let footer: () -> Footer

    init(account: String, footer: @escaping () -> Footer) {
        _model = StateObject(wrappedValue: AddressModel(account: account))
        self.footer = footer
    }

    var body: some View {
        VStack {
            Text(model.address)
            footer()
        }
        .onAppear { model.refresh() }
    }
}

/// A card whose generic parameter shares its name with a type the model's initializer takes.
struct TagCard<Tag: Hashable>: View {
    @ObservedObject var model: TagModel
    let selection: Tag

    var body: some View {
        Text(model.tag.name)
    }
}
