import SwiftUI

extension CartModel: ObservableObject {}
